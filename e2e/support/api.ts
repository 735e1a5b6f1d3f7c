/** What a journey sends besides the path: a body makes it a POST unless `method` says otherwise. */
export interface ApiCall {
  method?: string;
  body?: object;
  /** The caller's access token; none for an open call. */
  token?: string | null;
}

/**
 * Calls the running app's API the way the web app does (a bearer token, JSON), to set up what a
 * journey starts from; a refusal fails the journey with the server's answer in the message.
 */
// biome-ignore lint/suspicious/noExplicitAny: each journey reads the fields of the answer it asked for
export async function callApi(appUrl: string, path: string, call: ApiCall = {}): Promise<any> {
  const { body, token } = call;
  const response = await fetch(`${appUrl}${path}`, {
    method: call.method ?? (body ? 'POST' : 'GET'),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}
