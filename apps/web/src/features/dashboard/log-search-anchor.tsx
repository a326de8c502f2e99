import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { LogSearchLink } from './log-search';

/** At least 24 px tall, so a list of these meets the target size rule. */
const targetStyle = { display: 'inline-block', minHeight: 24 } as const;

/** A link to a log search: the log server's (a new tab) or the console's Audit error view. */
export const LogSearchAnchor = ({ link, children, label }: { link: LogSearchLink; children: ReactNode; label?: string }) =>
  link.kind === 'logServer' ? (
    <Anchor href={link.href} target="_blank" rel="noopener noreferrer" aria-label={label} c="blue.9" style={targetStyle}>
      {children}
    </Anchor>
  ) : (
    <Anchor
      renderRoot={(props) => <Link {...props} to="/operations/audit" search={link.search} />}
      aria-label={label}
      c="blue.9"
      style={targetStyle}
    >
      {children}
    </Anchor>
  );
