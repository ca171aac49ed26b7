// The product logo: mark plus word mark. `alt` names the association (spec §1).
/** `wordmarkClassName` lets a header hide the word mark where space is short. */
export function Logo({
  alt,
  wordmark,
  wordmarkClassName = '',
}: {
  alt: string;
  wordmark: string;
  wordmarkClassName?: string;
}) {
  return (
    <span className="flex items-center gap-2.5">
      <img src="/logo.svg" alt={alt} width="36" height="36" className="size-9 shrink-0" />
      <span
        aria-hidden="true"
        className={`font-display text-lg font-bold tracking-tight whitespace-nowrap text-ink-900 ${wordmarkClassName}`}
      >
        {wordmark}
      </span>
    </span>
  );
}
