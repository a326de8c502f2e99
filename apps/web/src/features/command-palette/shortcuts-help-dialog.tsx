import { Kbd, Table, Text } from '@mantine/core';
import { DialogModal } from '../../lib/dialog-modal';
import { shortcutHelp } from './shortcuts';

/** The shortcuts, on "?" (issue 32). */
export const ShortcutsHelpDialog = ({ onClose }: { onClose: () => void }) => (
  <DialogModal onClose={onClose} title="Keyboard shortcuts" size="lg">
    <Text size="sm" c="gray.7" mb="sm">
      None of these fires while you type in a field, except the palette's.
    </Text>
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Keys</Table.Th>
          <Table.Th scope="col">Does</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shortcutHelp.map((shortcut) => (
          <Table.Tr key={shortcut.description}>
            <Table.Td>
              {shortcut.keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && (shortcut.keys[0] === 'Ctrl' ? ' + ' : ' then ')}
                  <Kbd>{key}</Kbd>
                </span>
              ))}
            </Table.Td>
            <Table.Td>{shortcut.description}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </DialogModal>
);
