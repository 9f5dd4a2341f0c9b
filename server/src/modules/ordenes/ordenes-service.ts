import type { DbExecutor } from '../../db/executor';

/** Orders and the tickets people hold (ordenes). Issue 6 builds checkout and orders. */
export function createOrdenesService() {
  return {
    /**
     * E-mails of everyone holding a ticket for the event, each once.
     * TODO(issue 6): read them from the paid orders of the event's dates; none exist yet.
     */
    async ticketHolders(_exec: DbExecutor, _idEvento: number): Promise<string[]> {
      return [];
    },
  };
}

export type OrdenesService = ReturnType<typeof createOrdenesService>;
