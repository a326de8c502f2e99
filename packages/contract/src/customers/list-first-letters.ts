import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const firstLetter = z.object({ letter: z.string(), count: z.number().int() });

export type FirstLetter = z.infer<typeof firstLetter>;

export const listFirstLetters = defineEndpoint({
  method: 'GET',
  path: '/api/customers/search/firstletters',
  summary: 'The first letters of customer aliases, with how many customers each has',
  permission: 'signedIn',
  response: z.array(firstLetter),
});
