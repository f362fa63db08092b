import { escapeHtml } from '../mail/compose';
import type { OutgoingMail } from '../../repositories/outbox';

export interface MailItem {
  title: string;
  message: string;
}

/** One event, mailed when the user has e-mail on for its family and no daily digest. */
export function notificationMail(to: string, name: string, item: MailItem, publicUrl: string): OutgoingMail {
  const link = `${publicUrl}/notifications`;
  return {
    to,
    subject: item.title,
    text: `Hello ${name},\n\n${item.message}\n\nAll notifications: ${link}\n`,
    html:
      `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(item.message)}</p>` +
      `<p><a href="${escapeHtml(link)}">All notifications</a></p>`,
  };
}

export function digestMail(to: string, name: string, items: MailItem[], publicUrl: string): OutgoingMail {
  const link = `${publicUrl}/notifications`;
  const lines = items.map((i) => `- ${i.title}: ${i.message}`).join('\n');
  return {
    to,
    subject: `Your daily notifications (${items.length})`,
    text: `Hello ${name},\n\n${lines}\n\nAll notifications: ${link}\n`,
    html:
      `<p>Hello ${escapeHtml(name)},</p><ul>` +
      items.map((i) => `<li><b>${escapeHtml(i.title)}</b>: ${escapeHtml(i.message)}</li>`).join('') +
      `</ul><p><a href="${escapeHtml(link)}">All notifications</a></p>`,
  };
}
