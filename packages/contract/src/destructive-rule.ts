import type { Endpoint } from './endpoint';

/**
 * The beginnings of the words that name a removal in a path ("removeFeature", "paymentgateways/delete",
 * "destroyall", "cancel"): each form of remove, delete, cancel, deallocate, destroy and decommission.
 * "undeleteSite" brings something back and does not match: a word must begin with one of them.
 */
const removalStems = ['remov', 'delet', 'cancel', 'dealloc', 'destr', 'decommission'] as const;

/** The words of a path's fixed segments: `/api/customers/:id/removeIpAddressEntry/:ip` → api, customers, remove, ip, address, entry. */
export const pathWords = (path: string): string[] =>
  path
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith(':'))
    .flatMap((segment) => segment.split(/(?=[A-Z])|[^A-Za-z]+/))
    .filter(Boolean)
    .map((word) => word.toLowerCase());

/**
 * Why a call removes something, by its method or a word of its path, or null. Such a call must be
 * declared `isDestructive` (decision 004: production refuses it without a change reason); a contract
 * test holds every declaration to it, so the rule does not depend on anyone remembering it.
 * A read (GET, HEAD, or a POST declared `isReadOnly`) removes nothing, whatever its path says
 * ("getDeletedSites" lists deleted sites).
 */
export const removalIn = (endpoint: Pick<Endpoint, 'method' | 'path' | 'isReadOnly'>): string | null => {
  if (endpoint.method === 'DELETE') return 'the method DELETE';
  if (endpoint.method === 'GET' || endpoint.method === 'HEAD' || endpoint.isReadOnly) return null;
  const word = pathWords(endpoint.path).find((w) => removalStems.some((stem) => w.startsWith(stem)));
  return word ? `the path word "${word}"` : null;
};
