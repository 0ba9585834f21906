import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HORSE_LIMITS, type Horse, type HorseCreateInput, type HorseUpdateInput } from '#contract/horses';
import { SEARCH_PLACE_HEADER } from '#contract/places';
import { ApiError, apiJson, apiRequest, apiUploadFileWithProgress, urlFromQueryKey } from '#client/lib/api';
import { CURRENT_USER_KEY, useCurrentUser } from '#client/lib/auth';
import { horseKeys, HORSES_PATH, invalidateHorsesExcept } from '#client/lib/queries/horses';
import { PhotoUploadError } from './form/form-errors';

export const BROWSE_PAGE_SIZE = HORSE_LIMITS.defaultPageSize;

export interface HorseSearch {
  location?: string | undefined;
  /** Only with a location, and only when narrower than the default 300 miles. */
  radiusMiles?: number | undefined;
  /** Never 'all' (docs/product.md §P5): leave it out instead. */
  experienceLevel?: string | undefined;
  services?: string[] | undefined;
  /** "On my days": weekday codes, Monday first. */
  weekdays?: string[] | undefined;
  /** "Suits me": only horses that suit the signed-in rider (issue 18). */
  suitsMe?: 'true' | undefined;
}

export interface HorsePage {
  horses: Horse[];
  total: number;
  /**
   * With a location: the place distances are measured from, as the server found it ("Guildford (GU1)");
   * null when it did not recognise the text. Absent without a location.
   */
  place?: string | null;
}

async function fetchHorsePage(search: HorseSearch, offset: number): Promise<HorsePage> {
  try {
    const url = urlFromQueryKey([HORSES_PATH, { ...search, limit: BROWSE_PAGE_SIZE, offset }]);
    const res = await apiRequest('GET', url);
    const horses = (await res.json()) as Horse[];
    const header = res.headers.get('X-Total-Count');
    const total = header === null ? Number.NaN : Number(header);
    const place = res.headers.get(SEARCH_PLACE_HEADER);
    return {
      horses,
      total: Number.isInteger(total) ? total : offset + horses.length,
      ...(search.location ? { place: place === null ? null : decodeURIComponent(place) } : {}),
    };
  } catch (err) {
    throw new Error('Failed to fetch horses', { cause: err });
  }
}

/** GET /api/horses with filters, a page at a time (offset paging, total from X-Total-Count). */
export function useHorseSearch(search: HorseSearch, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: horseKeys.search(search),
    enabled,
    queryFn: ({ pageParam }) => fetchHorsePage(search, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.horses.length, 0);
      return loaded < last.total && last.horses.length > 0 ? loaded : undefined;
    },
  });
}

/** GET /api/horses/{id}: 404 becomes "Horse not found", anything else "Failed to fetch horse data". */
export function useHorse(id: number | null, view: 'public' | 'edit' = 'public') {
  return useQuery<Horse>({
    queryKey: view === 'edit' ? horseKeys.edit(id ?? 0) : horseKeys.detail(id ?? 0),
    enabled: id !== null,
    ...(view === 'edit' ? { gcTime: 0, staleTime: 0 } : {}),
    queryFn: async () => {
      try {
        return await apiJson<Horse>('GET', `${HORSES_PATH}/${id}`);
      } catch (err) {
        const notFound = err instanceof ApiError && err.status === 404;
        throw new Error(notFound ? 'Horse not found' : 'Failed to fetch horse data', { cause: err });
      }
    },
  });
}

/** Told how far the upload of the photo at `index` (in the order sent) has gone, from 0 to 1. */
export type PhotoProgress = (index: number, fraction: number) => void;

/** What the add and edit forms save: the checked input and the new photos, in the owner's order. */
export interface HorseSaveVariables<Input> {
  input: Input;
  files: readonly File[];
  onProgress?: PhotoProgress | undefined;
}

/** POST /api/horses/upload-image (multipart field horseImage) for each file, in order → their URLs. */
async function uploadPhotos(files: readonly File[], onProgress: PhotoProgress = () => {}): Promise<string[]> {
  const urls: string[] = [];
  for (const [index, file] of files.entries()) {
    try {
      const reply = await apiUploadFileWithProgress<{ imageUrl: string }>(
        `${HORSES_PATH}/upload-image`,
        'horseImage',
        file,
        (fraction) => onProgress(index, fraction),
      );
      urls.push(reply.imageUrl);
    } catch (err) {
      throw new PhotoUploadError(err, file.name);
    }
  }
  return urls;
}

/**
 * The one horse form's save (issue 32): the new photos are uploaded in order, then POST /api/horses (no
 * horse yet: every horses list is refreshed after) or PUT /api/horses/{id} (the edit copy takes the saved
 * horse).
 */
export function useSaveHorse(ownerId: number, horse: Horse | undefined) {
  const queryClient = useQueryClient();
  const keepEditCopy = useKeepEditCopy(horse?.id ?? 0);
  return useMutation({
    mutationFn: async ({
      input,
      files,
      onProgress,
    }: HorseSaveVariables<HorseCreateInput | HorseUpdateInput>) => {
      const uploaded = await uploadPhotos(files, onProgress);
      if (!horse) return apiJson<Horse>('POST', HORSES_PATH, { ...input, images: uploaded, ownerId });
      // The partial schema still fills in `images: []`; send images only when photos were added.
      const { images: _defaulted, ...fields } = input;
      const body = uploaded.length > 0 ? { ...fields, images: [...horse.images, ...uploaded] } : fields;
      return apiJson<Horse>('PUT', `${HORSES_PATH}/${horse.id}`, body);
    },
    onSuccess: (saved: Horse) =>
      horse ? keepEditCopy(saved) : queryClient.invalidateQueries({ queryKey: horseKeys.all }),
  });
}

/** After a change made from the edit page: the edit copy takes the saved horse, every other copy refetches. */
function useKeepEditCopy(horseId: number) {
  const queryClient = useQueryClient();
  return (horse: Horse) => {
    queryClient.setQueryData(horseKeys.edit(horseId), horse);
    return invalidateHorsesExcept(queryClient, horseKeys.edit(horseId));
  };
}

/** PUT /api/horses/{id} with the same photos in a new order (the first approved one is the cover). */
export function useReorderHorseImages(horseId: number) {
  return useMutation({
    mutationFn: (images: string[]) => apiJson<Horse>('PUT', `${HORSES_PATH}/${horseId}`, { images }),
    onSuccess: useKeepEditCopy(horseId),
  });
}

export function useDeleteHorseImage(horseId: number) {
  return useMutation({
    mutationFn: (index: number) => apiJson<Horse>('DELETE', `${HORSES_PATH}/${horseId}/images/${index}`),
    onSuccess: useKeepEditCopy(horseId),
  });
}

/**
 * The browse page and a horse's page tell the server once that a signed-in enthusiast has browsed (the
 * Getting Started checklist): whoever saved, enquired about or messaged about a horse has looked at it. A failure is only logged ("Failed to mark as browsed"): browsing must not be disturbed.
 */
export function useMarkBrowsedOnce() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (userId: number) => apiRequest('POST', `/api/users/${userId}/mark-browsed`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    onError: (err) => console.warn('Failed to mark as browsed', err),
  });
  const needed = user?.userType === 'enthusiast' && !user.hasBrowsedHorses ? user.id : undefined;
  useEffect(() => {
    if (needed !== undefined) mutate(needed);
  }, [needed, mutate]);
}
