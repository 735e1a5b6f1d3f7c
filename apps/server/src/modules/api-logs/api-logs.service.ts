import type {
  ApiLogListQuery,
  ApiLogListResponse,
  ApiLogService,
} from '@boardhouse/shared/api-logs/api-logs-api';
import type { AppContext } from '../../context.ts';
import type { ApiService } from '../../integrations/api-log/api-call-recorder.ts';
import { deleteApiLogsBefore, listApiLogs } from './api-logs.repository.ts';

/** How long API log rows are kept (docs/decisions/024-api-log.md). */
export const API_LOG_RETENTION_DAYS = 90;
const DAY_MS = 86_400_000;

// The services staff filter by are the ones adapters record: a service added to one list alone fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const SERVICES_MATCH: Same<ApiService, ApiLogService> = true;

/** Staff's reading of the API log, and its retention. */
export class ApiLogsService {
  constructor(private readonly ctx: AppContext) {}

  /** One page, newest first, filtered by service, status and a time range [from, to). */
  async list(query: ApiLogListQuery): Promise<ApiLogListResponse> {
    const { rows, total } = await listApiLogs(this.ctx.db, query);
    return { rows, total, page: query.page, pageSize: query.pageSize };
  }

  /** Deletes rows older than the retention period; answers how many went. */
  prune(now = new Date()): Promise<number> {
    return deleteApiLogsBefore(this.ctx.db, new Date(now.getTime() - API_LOG_RETENTION_DAYS * DAY_MS));
  }
}

const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

/** Prunes a minute after start and every six hours, in the background; the returned function stops it. */
export function startApiLogRetention(service: ApiLogsService, log: AppContext['log']): () => void {
  const run = () => {
    service
      .prune()
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted }, 'pruned the API log');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'could not prune the API log; trying again later'));
  };
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, PRUNE_EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
