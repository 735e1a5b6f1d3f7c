import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import './message-body.css';
import { safeMessageHtml } from './message-html.ts';

/** A message body: rendered only after DOMPurify (message-html.ts) has kept the allowed subset. */
export function MessageBody({ html }: { html: string }) {
  const safe = useMemo(() => safeMessageHtml(html), [html]);
  if (!safe) return null;
  return (
    <Typography className="message-body" fz="sm">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above */}
      <div dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
