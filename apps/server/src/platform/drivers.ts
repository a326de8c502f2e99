/** The platform drivers a console can run with (PLATFORM); a real cloud's driver is added here. */
export const platformDrivers = ['simulated'] as const;

export type PlatformDriverName = (typeof platformDrivers)[number];
