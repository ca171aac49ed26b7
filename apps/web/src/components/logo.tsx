// The product logo: mark plus word mark. `alt` names the association (spec §1).
export function Logo({ alt, wordmark }: { alt: string; wordmark: string }) {
  return (
    <span className="flex items-center gap-2.5">
      <img src="/logo.svg" alt={alt} width="36" height="36" className="size-9 shrink-0" />
      <span aria-hidden="true" className="font-display text-lg font-bold tracking-tight text-ink-900">
        {wordmark}
      </span>
    </span>
  );
}
