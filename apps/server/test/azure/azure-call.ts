import { changeReasonHeader, decodeHeaderText, reasonHeader, subscriptionHeader } from '@console/contract';
import { seedSubscriptions } from '../../src/seed/seed';
import type { TestApp } from '../harness';

export const production = seedSubscriptions[0]!.id;
export const staging = seedSubscriptions[1]!.id;

/** One call as an operator of a subscription: its status, JSON body and reason header. */
export const callAs =
  (t: () => TestApp) =>
  async (
    method: 'GET' | 'POST',
    url: string,
    {
      payload,
      operator = 'admin',
      subscriptionId = production,
      reason,
    }: { payload?: object; operator?: string; subscriptionId?: string; reason?: string } = {},
  ) => {
    const response = await t().app.inject({
      method,
      url,
      headers: await t().authHeaders(operator, {
        [subscriptionHeader]: subscriptionId,
        ...(reason ? { [changeReasonHeader]: reason } : {}),
      }),
      ...(payload ? { payload } : {}),
    });
    return {
      status: response.statusCode,
      body: (response.body && response.headers['content-type']?.toString().includes('json') ? response.json() : null) as never,
      reason: decodeHeaderText(String(response.headers[reasonHeader] ?? '')),
      raw: response,
    };
  };
