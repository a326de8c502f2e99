import { Button, Group, Text } from '@mantine/core';

/** How many pages a list the server pages has (one at least, so an empty list says page 1 of 1). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Previous and next page of a list the server pages, with where the operator is. */
export const Pager = ({
  label,
  page,
  total,
  pageSize,
  isFetching,
  onPage,
}: {
  label: string;
  page: number;
  total: number;
  pageSize: number;
  isFetching: boolean;
  onPage: (page: number) => void;
}) => {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <Group gap="sm" role="navigation" aria-label={`Pages of ${label}`}>
      <Button size="compact-sm" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <Text size="sm" aria-live="polite" aria-busy={isFetching}>
        Page {page} of {pages}
      </Text>
      <Button size="compact-sm" variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </Group>
  );
};
