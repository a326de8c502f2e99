import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { LogSearchLink } from './log-search';

/** A link to a log search: the log server's (a new tab) or the console's Audit error view. */
export const LogSearchAnchor = ({ link, children, label }: { link: LogSearchLink; children: ReactNode; label?: string }) =>
  link.kind === 'logServer' ? (
    <Anchor href={link.href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </Anchor>
  ) : (
    <Anchor renderRoot={(props) => <Link {...props} to="/operations/audit" search={link.search} />} aria-label={label}>
      {children}
    </Anchor>
  );
