import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint';
import { endpoints } from './endpoints';
import { pathWords, removalIn } from './destructive-rule';

describe('destructive is a rule, not a memory', () => {
  it('declares every endpoint that removes something (by method or path) destructive', () => {
    const undeclared = Object.entries(endpoints)
      .map(([name, endpoint]) => ({ name, endpoint: endpoint as Endpoint, removal: removalIn(endpoint) }))
      .filter(({ endpoint, removal }) => removal && !endpoint.isDestructive)
      .map(({ name, endpoint, removal }) => `${name} (${endpoint.method} ${endpoint.path}): ${removal}`);
    expect(undeclared, 'declare these `isDestructive: true`').toEqual([]);
  });

  it.each([
    ['DELETE', '/api/jobs', 'the method DELETE'],
    ['POST', '/api/customers/:id/removeIpAddressEntry/:ip', 'the path word "remove"'],
    ['PUT', '/api/customers/:id/paymentgateways/delete', 'the path word "delete"'],
    ['POST', '/api/customers/:id/deployments/:deploymentId/computemigrations/:migrationId/cancel', 'the path word "cancel"'],
    ['POST', '/api/customers/:id/deployments/:deploymentId/deadletters/destroyall', 'the path word "destroyall"'],
    ['POST', '/api/hosting/:id/deallocateIp', 'the path word "deallocate"'],
    ['POST', '/api/customers/:id/decommissioned', 'the path word "decommissioned"'],
    ['POST', '/api/customers/:id/removal', 'the path word "removal"'],
    ['POST', '/api/customers/:id/cancellation', 'the path word "cancellation"'],
  ] as const)('names %s %s a removal', (method, path, reason) => {
    expect(removalIn({ method, path })).toBe(reason);
  });

  it.each([
    ['GET', '/api/customers/:id/deletedSites', false],
    ['POST', '/api/customers/:id/getDeletedSites', true],
    ['PUT', '/api/customers/:id/undeleteSite', false],
    ['POST', '/api/customers/:removeId/restore', false],
    ['POST', '/api/customers/:id/addFeature/:featureId', false],
  ] as const)('does not name %s %s a removal', (method, path, isReadOnly) => {
    expect(removalIn({ method, path, isReadOnly })).toBeNull();
  });

  it('names DELETE a removal even when declared read-only', () => {
    expect(removalIn({ method: 'DELETE', path: '/api/jobs', isReadOnly: true })).toBe('the method DELETE');
  });

  it('reads the words of fixed segments only', () => {
    expect(pathWords('/api/customers/:id/removeIpAddressEntry/:ip')).toEqual([
      'api',
      'customers',
      'remove',
      'ip',
      'address',
      'entry',
    ]);
  });
});
