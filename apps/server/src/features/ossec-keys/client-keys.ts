import { isIP } from 'node:net';

/**
 * OSSEC's client.keys format (the manager's `manage_agents` export): one agent per line,
 * `<id> <name> <ip> <key>` separated by spaces — the id digits, the name letters, digits, '.', '_' or
 * '-', the address an IPv4/IPv6 address, a CIDR range or `any`, the key 64 hexadecimal characters.
 * Blank lines and `#` comments are skipped. Each wrong line is named by its number, never by its key.
 */
export type ClientKey = { agentId: string; agentName: string; ipAddress: string; key: string };

const isAddress = (value: string) => {
  if (value === 'any') return true;
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || !address || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

export const readClientKeys = (text: string): { keys: ClientKey[]; problems: string[] } => {
  const keys: ClientKey[] = [];
  const problems: string[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const fields = line.split(/\s+/);
    const where = `Line ${index + 1}`;
    if (fields.length !== 4) {
      problems.push(`${where}: expected "id name ip key", found ${fields.length} ${fields.length === 1 ? 'part' : 'parts'}.`);
      continue;
    }
    const [agentId, agentName, ipAddress, key] = fields as [string, string, string, string];
    if (!/^\d{1,8}$/.test(agentId)) problems.push(`${where}: the agent id must be digits.`);
    else if (!/^[A-Za-z0-9._-]{1,64}$/.test(agentName))
      problems.push(`${where}: the agent name must be up to 64 letters, digits, dots, underscores or hyphens.`);
    else if (!isAddress(ipAddress)) problems.push(`${where}: the address must be an IP address, a CIDR range or "any".`);
    else if (!/^[0-9a-fA-F]{64}$/.test(key)) problems.push(`${where}: the key must be 64 hexadecimal characters.`);
    else keys.push({ agentId, agentName, ipAddress, key: key.toLowerCase() });
  }
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key.agentId)) problems.push(`Agent id ${key.agentId} appears more than once.`);
    seen.add(key.agentId);
  }
  return { keys, problems };
};
