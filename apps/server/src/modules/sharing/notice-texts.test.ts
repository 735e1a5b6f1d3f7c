import { serverText } from '@boardhouse/shared/server-texts/index';
import { describe, expect, it } from 'vitest';
import { noticeMessage, storedNoticeText } from './notice-texts.ts';

describe('share notice texts', () => {
  it('read the names back from the stored English, also names that look like the sentence', () => {
    const message = noticeMessage('shared', 'Ana "the" Admin', 'Board "shared the project" v2');
    const text = storedNoticeText('shared', message);
    expect(text).toEqual({
      key: 'sharing.notice.shared',
      params: { name: 'Ana "the" Admin', project: 'Board "shared the project" v2' },
    });
    if (!text) throw new Error('matched');
    expect(serverText(text, 'en')).toBe(message);
    expect(serverText(text, 'fr')).toBe(
      'Ana "the" Admin a partagé le projet « Board "shared the project" v2 » avec vous',
    );
  });

  it('leave a reminder’s own note and a sentence of another kind as written', () => {
    expect(storedNoticeText('reminder', 'Any news?')).toBeUndefined();
    expect(storedNoticeText('reminder', noticeMessage('reminder', 'Bo', 'X'))?.key).toBe(
      'sharing.notice.shared',
    );
    expect(storedNoticeText('lock-taken', noticeMessage('shared', 'Bo', 'X'))).toBeUndefined();
  });
});
