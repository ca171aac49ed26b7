// A mail link whose address is not in the page's markup until someone interacts with it (spec §2
// "Contact page ... an obfuscated mail link"), so scrapers reading the HTML find no address.
import { type MouseEvent, useState } from 'react';
import { TEXT_LINK_CLASS } from './link-style';

export interface ObfuscatedMailLinkProps {
  /** The address; it lives only in memory (from the settings JSON) until the link is used. */
  address: string;
  subject?: string | undefined;
  label: string;
}

export function mailtoHref(address: string, subject?: string): string {
  return subject === undefined
    ? `mailto:${address}`
    : `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

export function ObfuscatedMailLink({ address, subject, label }: ObfuscatedMailLinkProps) {
  // Armed on hover or focus, so the browser's status bar and context menu see the real target.
  const [isArmed, setArmed] = useState(false);
  // After a click the address is also shown, for readers without a mail program.
  const [isRevealed, setRevealed] = useState(false);
  const arm = () => setArmed(true);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The browser follows the href as it is after the click handlers ran, so setting it here
    // works even when no hover or focus came first (a tap, a screen reader's activation).
    event.currentTarget.href = mailtoHref(address, subject);
    setArmed(true);
    setRevealed(true);
  };

  return (
    <>
      <a
        href={isArmed ? mailtoHref(address, subject) : '#'}
        onPointerEnter={arm}
        onFocus={arm}
        onClick={onClick}
        className={TEXT_LINK_CLASS}
      >
        {label}
      </a>
      {isRevealed && (
        <>
          {' '}
          (<span className="select-all">{address}</span>)
        </>
      )}
    </>
  );
}
