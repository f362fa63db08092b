import type { OutgoingMail } from '../../repositories/outbox';

/** Text as HTML that shows exactly that text (names and notes come from users). */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mail of a few paragraphs and one link, as plain text and as HTML. */
export function paragraphsMail(
  to: string,
  subject: string,
  paragraphs: string[],
  link: string,
): OutgoingMail {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
    html:
      paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}
