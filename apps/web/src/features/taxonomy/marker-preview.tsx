// A source type's map pin in a colour, as the map draws a source's marker: in the taxonomy admin's list and form.

/** A map pin in the colour, as the map draws a source's marker; with a label, it is an image named by it. */
export function MarkerPreview({ colour, label }: { colour: string; label: string }) {
  return (
    <span className="flex flex-col items-center gap-1 text-xs text-ink-600">
      <svg
        width="24"
        height="32"
        viewBox="0 0 24 32"
        role={label === '' ? undefined : 'img'}
        aria-hidden={label === '' ? true : undefined}
        aria-label={label === '' ? undefined : `${label} ${colour}`}
        data-colour={colour}
      >
        <path
          d="M12 0C5.4 0 0 5.2 0 11.7 0 20.4 12 32 12 32s12-11.6 12-20.3C24 5.2 18.6 0 12 0z"
          fill={colour}
          stroke="#1f2937"
          strokeWidth="1"
        />
        <circle cx="12" cy="11.5" r="4.5" fill="#fff" />
      </svg>
      {label !== '' && <span aria-hidden="true">{label}</span>}
    </span>
  );
}
