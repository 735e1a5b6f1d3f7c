import { z } from 'zod';
import { recordId, requiredText } from '../fields.ts';
import { formatMessage } from '../messages.ts';
import { LANGUAGES } from '../product.ts';

/** The FAQ page (#/faq): entries per interface language, grouped by topic, ordered by position. */

export const FAQ_TOPICS = ['ordering', 'files', 'lead-times', 'payment', 'shipping', 'vat'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 10_000;

const languageField = z
  .enum(LANGUAGES, { error: formatMessage('invalid', { name: 'Language' }) })
  .describe(`One of ${LANGUAGES.join(', ')}`);
const topicField = z
  .enum(FAQ_TOPICS, { error: formatMessage('invalid', { name: 'Topic' }) })
  .describe(`One of ${FAQ_TOPICS.join(', ')}`);

export const faqQuery = z.object({
  language: languageField.optional().describe('Default en; a language without entries gets the English ones'),
});

export const faqEntry = z.object({
  id: z.number().int(),
  language: z.string(),
  topic: topicField,
  question: z.string(),
  answer: z.string().describe('Sanitised HTML (the message subset)'),
  position: z.number().int().describe('Order within the topic, smallest first'),
});
export type FaqEntry = z.infer<typeof faqEntry>;

export const faqResponse = z.object({
  language: z.string().describe('The language the entries are in (en when the asked one has none)'),
  entries: z.array(faqEntry).describe('By topic (in FAQ_TOPICS order), then position'),
});
export type FaqResponse = z.infer<typeof faqResponse>;

export const faqEntryInput = z.object({
  language: languageField,
  topic: topicField,
  question: requiredText('Question', { max: FAQ_QUESTION_MAX }),
  answer: requiredText('Answer', { max: FAQ_ANSWER_MAX, multiLine: true }).describe(
    'Sanitised before storing',
  ),
});
export type FaqEntryInput = z.infer<typeof faqEntryInput>;

export const faqIdParams = z.object({ id: recordId('FAQ entry') });

export const faqReorderRequest = z.object({
  ids: z
    .array(recordId('FAQ entry'), { error: formatMessage('invalid', { name: 'Order' }) })
    .min(1, { error: formatMessage('required', { name: 'Order' }) })
    .max(200, { error: formatMessage('invalid', { name: 'Order' }) })
    .describe('Entries of one language and topic in their new order'),
});
export type FaqReorderRequest = z.infer<typeof faqReorderRequest>;
