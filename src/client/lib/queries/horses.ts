import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Horse } from '#contract/horses';
import { HORSE_LIMITS } from '#contract/horses';
import { ApiError, apiJson, apiRequest, urlFromQueryKey } from '../api';

/** Every horses query starts with this, so one invalidation refreshes lists and pages alike. */
export const HORSES_KEY = '/api/horses';
export const BROWSE_PAGE_SIZE = HORSE_LIMITS.defaultPageSize;

export interface HorseSearch {
  location?: string | undefined;
  /** Never 'all' (spec public §5): leave it out instead. */
  experienceLevel?: string | undefined;
  services?: string[] | undefined;
}

export interface HorsePage {
  horses: Horse[];
  total: number;
}

async function fetchHorsePage(search: HorseSearch, offset: number): Promise<HorsePage> {
  try {
    const url = urlFromQueryKey([HORSES_KEY, { ...search, limit: BROWSE_PAGE_SIZE, offset }]);
    const res = await apiRequest('GET', url);
    const horses = (await res.json()) as Horse[];
    const header = res.headers.get('X-Total-Count');
    const total = header === null ? Number.NaN : Number(header);
    return { horses, total: Number.isInteger(total) ? total : offset + horses.length };
  } catch (err) {
    throw new Error('Failed to fetch horses', { cause: err });
  }
}

/** GET /api/horses with filters, a page at a time (offset paging, total from X-Total-Count). */
export function useHorseSearch(search: HorseSearch) {
  return useInfiniteQuery({
    queryKey: [HORSES_KEY, search, 'pages'],
    queryFn: ({ pageParam }) => fetchHorsePage(search, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.horses.length, 0);
      return loaded < last.total && last.horses.length > 0 ? loaded : undefined;
    },
  });
}

/** The signed-in owner's horses, every image with its approval state. */
export function useOwnerHorses(ownerId: number | undefined) {
  return useQuery<Horse[]>({
    queryKey: [HORSES_KEY, { ownerId, limit: HORSE_LIMITS.maxPageSize }],
    enabled: ownerId !== undefined,
  });
}

/**
 * The edit page keeps its own copy, fetched afresh on every visit and dropped on leaving: a copy cached
 * while signed out would be the public view, without the photos still under review.
 */
export const editHorseKey = (id: number) => [HORSES_KEY, id, 'edit'] as const;

/** GET /api/horses/{id}: 404 becomes "Horse not found", anything else "Failed to fetch horse data". */
export function useHorse(id: number | null, view: 'public' | 'edit' = 'public') {
  return useQuery<Horse>({
    queryKey: view === 'edit' ? editHorseKey(id ?? 0) : [HORSES_KEY, id ?? 0],
    enabled: id !== null,
    ...(view === 'edit' ? { gcTime: 0, staleTime: 0 } : {}),
    queryFn: async () => {
      try {
        return await apiJson<Horse>('GET', `${HORSES_KEY}/${id}`);
      } catch (err) {
        const notFound = err instanceof ApiError && err.status === 404;
        throw new Error(notFound ? 'Horse not found' : 'Failed to fetch horse data', { cause: err });
      }
    },
  });
}

export function useDeleteHorse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${HORSES_KEY}/${id}`);
    },
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: [HORSES_KEY, id] });
      return queryClient.invalidateQueries({ queryKey: [HORSES_KEY] });
    },
  });
}

/** POST /api/horses/upload-image (multipart field horseImage) → the new image's URL. */
export async function uploadHorseImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('horseImage', file);
  const reply = await apiJson<{ imageUrl: string }>('POST', `${HORSES_KEY}/upload-image`, body);
  return reply.imageUrl;
}

export function useDeleteHorseImage(horseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (index: number) => apiJson<Horse>('DELETE', `${HORSES_KEY}/${horseId}/images/${index}`),
    onSuccess: (horse) => {
      queryClient.setQueryData(editHorseKey(horseId), horse);
      return invalidateHorsesExcept(queryClient, editHorseKey(horseId));
    },
  });
}

/** Refreshes every horses query but the one named (whose data the caller has just set). */
export function invalidateHorsesExcept(queryClient: QueryClient, keep: readonly unknown[]) {
  return queryClient.invalidateQueries({
    queryKey: [HORSES_KEY],
    predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(keep),
  });
}
