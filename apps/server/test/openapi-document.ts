import type { JsonSchema } from './fuzz/arbitraries.ts';

/**
 * One operation of the served OpenAPI document, as the gates read it: the fuzzer builds requests from
 * its inputs, the access sweep calls it as each kind of caller, the document test checks its answers.
 */
export interface DocumentedOperation {
  method: string;
  /** OpenAPI form: `/rest/project/{projectId}`. */
  path: string;
  access: string;
  changesProject: boolean;
  parameters: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  jsonBody?: JsonSchema;
  multipart: boolean;
  /** Every status the operation documents, success and error. */
  statuses: Set<number>;
  /** The body schema of each documented 4xx/5xx answer. */
  errorBodies: Map<number, unknown>;
  takesInput: boolean;
  /** Inputs that name a stored thing (a project, a share, an invitation…), as `where:name`. */
  idInputs: string[];
  namesAThing: boolean;
  /** Its success is an endless `text/event-stream` (GET /rest/events), not an answer that ends. */
  streams: boolean;
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, Record<string, unknown>>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'options']);

/** Field names that name a stored thing; the same rule the server uses to document 404. */
const ID_FIELD = /^(id|.+Id)$/;

type Content = Record<string, { schema?: JsonSchema }>;

/** Every operation of the document, except the documentation pages themselves. */
export function documentedOperations(document: unknown): DocumentedOperation[] {
  const operations: DocumentedOperation[] = [];
  for (const [path, methods] of Object.entries((document as OpenApiDocument).paths ?? {})) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      const content = (operation.requestBody as { content?: Content } | undefined)?.content;
      const parameters = (operation.parameters as DocumentedOperation['parameters'] | undefined) ?? [];
      const jsonBody = content?.['application/json']?.schema;
      const responses = (operation.responses ?? {}) as Record<string, { content?: Content }>;
      const idInputs = [
        ...parameters.filter((p) => ID_FIELD.test(p.name)).map((p) => `${p.in}:${p.name}`),
        ...Object.keys(jsonBody?.properties ?? {})
          .filter((name) => ID_FIELD.test(name))
          .map((name) => `body:${name}`),
      ];
      operations.push({
        method: method.toUpperCase(),
        path,
        access: String(operation['x-access'] ?? ''),
        changesProject: operation['x-changes-project'] === true,
        parameters,
        jsonBody,
        // Upload routes read the stream themselves and so may not declare a body at all.
        multipart:
          content?.['multipart/form-data'] !== undefined ||
          (operation.consumes as string[] | undefined)?.includes('multipart/form-data') === true ||
          (!content && method === 'post' && /upload|gerbers$|import$/i.test(path)),
        statuses: new Set(Object.keys(responses).map(Number)),
        errorBodies: new Map(
          Object.entries(responses)
            .filter(([status]) => Number(status) >= 400)
            .map(([status, answer]) => [Number(status), answer.content?.['application/json']?.schema]),
        ),
        takesInput: parameters.length > 0 || jsonBody !== undefined,
        idInputs,
        namesAThing: idInputs.length > 0,
        streams: responses['200']?.content?.['text/event-stream'] !== undefined,
      });
    }
  }
  return operations;
}
