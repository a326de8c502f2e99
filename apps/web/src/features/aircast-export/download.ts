import { buildPath, endpoints, subscriptionHeader, type AircastExportQuery } from '@console/contract';
import { attachmentFileName } from '../../lib/api-client';
import { ApiError, NoResponseError } from '../../lib/api-error';
import { getSubscriptionId, getToken } from '../../lib/session';

/**
 * Downloads the range's CSV with the operator's token and subscription (the shared download helper takes
 * no query values), saved under the name the server gives it.
 */
export const downloadAircastData = async (query: AircastExportQuery, fallbackName: string): Promise<string> => {
  const path = `${buildPath(endpoints.exportAircastData.path)}?${new URLSearchParams(query)}`;
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const subscriptionId = getSubscriptionId();
  if (subscriptionId) headers[subscriptionHeader] = subscriptionId;
  let response: Response;
  try {
    response = await fetch(path, { headers });
  } catch (error) {
    throw new NoResponseError(error);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { errorMessage?: string };
    throw new ApiError({ status: response.status, reason: null, errorMessage: body.errorMessage ?? null, path });
  }
  const fileName = attachmentFileName(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return fileName;
};
