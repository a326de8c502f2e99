import { describe, expect, it } from 'vitest';
import { formatPageTitle, visibleNavigation, type Permissions } from './navigation';

const none: Permissions = { hasDbAccess: false, hasDbRoAccess: false, hasDbMigrationAccess: false, canGenerateKpiData: false };
const all: Permissions = { hasDbAccess: true, hasDbRoAccess: true, hasDbMigrationAccess: true, canGenerateKpiData: true };

const titles = (permissions: Permissions) => {
  const nav = visibleNavigation(permissions);
  return [...nav.topScreens, ...nav.groups.flatMap((g) => g.screens)].map((s) => s.title);
};

describe('visibleNavigation', () => {
  it('shows every group and the six Azure items to an operator with all flags', () => {
    const nav = visibleNavigation(all);
    expect(nav.topScreens.map((s) => s.title)).toEqual(['Dashboard', 'Customers', 'Releases']);
    expect(nav.groups.map((g) => g.label)).toEqual(['Azure', 'Operations']);
    expect(nav.groups[0]!.screens.map((s) => s.title)).toEqual([
      'Locations',
      'Databases',
      'Autoscaling',
      'App service plans',
      'Management certificate',
      'Feature management',
    ]);
    expect(titles(all)).toContain('Generate KPI data');
  });

  it('hides databases without database access and KPI without canGenerateKpiData', () => {
    expect(titles(none)).not.toContain('Databases');
    expect(titles(none)).not.toContain('Generate KPI data');
    expect(titles({ ...none, hasDbRoAccess: true, hasDbMigrationAccess: true })).not.toContain('Databases');
    expect(titles({ ...none, hasDbAccess: true })).toContain('Databases');
    expect(titles({ ...none, canGenerateKpiData: true })).toContain('Generate KPI data');
  });

  it('shows only unconditioned screens while permissions are unknown', () => {
    const nav = visibleNavigation(undefined);
    expect(nav.groups.flatMap((g) => g.screens).some((s) => s.title === 'Databases')).toBe(false);
  });
});

describe('formatPageTitle', () => {
  it('is the environment in upper case, the product name, then the route title', () => {
    expect(formatPageTitle('development', 'Operations Console', 'Customers')).toBe(
      'DEVELOPMENT - Operations Console - Customers',
    );
  });
  it('leaves out what is not known yet', () => {
    expect(formatPageTitle(undefined, 'Operations Console', 'Sign in')).toBe('Operations Console - Sign in');
  });
});
