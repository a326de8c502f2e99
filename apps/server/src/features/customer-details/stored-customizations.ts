import type { Customization } from '@console/contract';

/** The customizations as stored (jsonb), in alias order; malformed entries are left out. */
export const asCustomizations = (value: unknown): Customization[] =>
  (Array.isArray(value) ? value : [])
    .flatMap((c: unknown) => {
      if (!c || typeof c !== 'object') return [];
      const { title, alias } = c as { title?: unknown; alias?: unknown };
      return typeof title === 'string' && typeof alias === 'string' ? [{ title, alias }] : [];
    })
    .sort((a, b) => (a.alias < b.alias ? -1 : a.alias > b.alias ? 1 : 0));
