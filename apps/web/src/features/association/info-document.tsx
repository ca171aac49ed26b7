// Renders one information page's text (i18n/pages.*.ts): headings, paragraphs, lists, fact lists
// and FAQs, with the association settings, in-app links and feed links filled in.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AppLinkTarget, Block, InfoPageText, Inline, PagesText, Rich } from '../../i18n/pages.en';
import type { AssociationSettings } from './api';
import { exportFeedSubscriptionUrl, exportFeedUrl } from './export-feeds';
import { TEXT_LINK_CLASS } from './link-style';
import { ObfuscatedMailLink } from './obfuscated-mail-link';

export interface InfoDocumentContext {
  /** Undefined while the settings load or when they failed. */
  settings: AssociationSettings | undefined;
  settingsFailed: boolean;
  ui: PagesText['ui'];
  /** Full in-app path, with the current language segment. */
  linkTo: (target: AppLinkTarget) => string;
  /** The app's origin, for the export feed addresses. */
  origin: string;
}

function ExternalLink({ href, text, ui }: { href: string; text: string; ui: PagesText['ui'] }) {
  // Server pages on our own origin (/api/docs) open in place; other sites open in a new tab.
  if (!/^https?:\/\//.test(href)) {
    return (
      <a href={href} className={TEXT_LINK_CLASS}>
        {text}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={TEXT_LINK_CLASS}>
      {text} <span className="sr-only">{ui.externalLink}</span>
    </a>
  );
}

function SettingPending({ ctx }: { ctx: InfoDocumentContext }) {
  return <span className="text-ink-500">{ctx.settingsFailed ? ctx.ui.unavailable : ctx.ui.loading}</span>;
}

function renderInline(part: Inline, key: number, ctx: InfoDocumentContext): ReactNode {
  if (typeof part === 'string') return part;
  if ('strong' in part) return <strong key={key}>{part.strong}</strong>;
  if ('code' in part) return <code key={key}>{part.code}</code>;
  if ('setting' in part) {
    return ctx.settings ? ctx.settings[part.setting] : <SettingPending key={key} ctx={ctx} />;
  }
  if ('to' in part) {
    return (
      <Link key={key} to={ctx.linkTo(part.to)} className={TEXT_LINK_CLASS}>
        {part.text}
      </Link>
    );
  }
  if ('href' in part) return <ExternalLink key={key} href={part.href} text={part.text} ui={ctx.ui} />;
  if ('hrefSetting' in part) {
    if (!ctx.settings) return <span key={key}>{part.text}</span>;
    return <ExternalLink key={key} href={ctx.settings[part.hrefSetting]} text={part.text} ui={ctx.ui} />;
  }
  if ('mail' in part) {
    if (!ctx.settings) return <span key={key}>{part.mail}</span>;
    return (
      <ObfuscatedMailLink key={key} address={ctx.settings.email} subject={part.subject} label={part.mail} />
    );
  }
  if ('feed' in part) {
    return (
      <a key={key} href={exportFeedSubscriptionUrl(ctx.origin, part.feed)} className={TEXT_LINK_CLASS}>
        {part.text}
      </a>
    );
  }
  return (
    <code key={key} className="break-all text-sm">
      {exportFeedUrl(ctx.origin, part.feedUrl)}
    </code>
  );
}

function RichText({ rich, ctx }: { rich: Rich; ctx: InfoDocumentContext }) {
  if (typeof rich === 'string') return rich;
  return rich.map((part, index) => renderInline(part, index, ctx));
}

function BlockView({ block, ctx }: { block: Block; ctx: InfoDocumentContext }) {
  if (typeof block === 'string' || Array.isArray(block)) {
    return (
      <p className="mt-4">
        <RichText rich={block} ctx={ctx} />
      </p>
    );
  }
  if ('list' in block || 'steps' in block) {
    const items = 'list' in block ? block.list : block.steps;
    const Tag = 'list' in block ? 'ul' : 'ol';
    return (
      <Tag className={`mt-4 space-y-2 pl-6 ${'list' in block ? 'list-disc' : 'list-decimal'}`}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content never reorders
          <li key={index}>
            <RichText rich={item} ctx={ctx} />
          </li>
        ))}
      </Tag>
    );
  }
  if ('facts' in block) {
    return (
      <dl className="mt-4 grid gap-x-6 gap-y-3 s:grid-cols-[minmax(10rem,auto)_1fr]">
        {block.facts.map((fact) => (
          <div key={fact.term} className="contents">
            <dt className="font-semibold text-ink-900">{fact.term}</dt>
            <dd className="break-words">
              <RichText rich={fact.value} ctx={ctx} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <div className="mt-4 space-y-6">
      {block.faq.map((entry) => (
        <div key={entry.question}>
          <h3 className="text-lg font-semibold text-ink-900">{entry.question}</h3>
          {entry.answer.map((answer, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content never reorders
            <p key={index} className="mt-2">
              <RichText rich={answer} ctx={ctx} />
            </p>
          ))}
        </div>
      ))}
    </div>
  );
}

export function InfoDocument({ text, ctx }: { text: InfoPageText; ctx: InfoDocumentContext }) {
  return (
    <article className="leading-relaxed text-ink-800">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900 s:text-4xl">{text.title}</h1>
      <p className="mt-4 text-lg text-ink-700">
        <RichText rich={text.lead} ctx={ctx} />
      </p>
      {text.sections.map((section) => (
        <section key={section.heading} aria-labelledby={headingId(section.heading)} className="mt-10">
          <h2 id={headingId(section.heading)} className="font-display text-2xl font-semibold text-ink-900">
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content never reorders
            <BlockView key={index} block={block} ctx={ctx} />
          ))}
        </section>
      ))}
    </article>
  );
}

/** A readable anchor id from a heading, so sections can be linked (e.g. /en/help#alerts). */
export function headingId(heading: string): string {
  return heading
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
