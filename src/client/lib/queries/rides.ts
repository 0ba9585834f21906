import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DiaryEntry,
  DiaryReply,
  DiaryReplyInput,
  RideNoteInput,
  RideStartInput,
  RideView,
} from '#contract/rides';
import { apiJson, getQueryFn } from '#client/lib/api';
import { REQUESTS_PATH } from './requests';

/**
 * A visit's or share's rides and diary (contract/rides.ts, decision 0056), shown by the requests inbox
 * and My shares alike. Under the request's key, so every change to a request reads them again too.
 */
export const rideKeys = {
  rides: (requestId: number) => [REQUESTS_PATH, requestId, 'rides'] as const,
  diary: (requestId: number) => [REQUESTS_PATH, requestId, 'diary'] as const,
};

/** GET /api/requests/{id}/rides, newest first; looked at again each minute, so "Out now" stays true. */
export function useRides(requestId: number, enabled: boolean) {
  return useQuery<RideView[]>({
    queryKey: rideKeys.rides(requestId),
    queryFn: getQueryFn<RideView[]>({ on401: 'throw', failureMessage: 'Failed to fetch the rides' }),
    enabled,
    refetchInterval: 60_000,
  });
}

/** GET /api/requests/{id}/diary: the notes after rides, newest first, with the owner's replies. */
export function useDiary(requestId: number, enabled: boolean) {
  return useQuery<DiaryEntry[]>({
    queryKey: rideKeys.diary(requestId),
    queryFn: getQueryFn<DiaryEntry[]>({ on401: 'throw', failureMessage: 'Failed to fetch the diary' }),
    enabled,
  });
}

/** The calls on a ride or the diary, and what each sends (a back-by time as an ISO instant). */
export type RideCall =
  | { path: 'start'; body: Omit<RideStartInput, 'backBy'> & { backBy: string } }
  | { path: 'back'; rideId: number }
  | { path: 'extend'; rideId: number; body: { backBy: string } }
  | { path: 'note'; rideId: number; body: RideNoteInput }
  | { path: 'reply'; body: DiaryReplyInput };

function send(requestId: number, call: RideCall): Promise<RideView | DiaryEntry | DiaryReply> {
  switch (call.path) {
    case 'start':
      return apiJson<RideView>('POST', `${REQUESTS_PATH}/${requestId}/rides`, call.body);
    case 'back':
      return apiJson<RideView>('POST', `/api/rides/${call.rideId}/back`);
    case 'extend':
      return apiJson<RideView>('POST', `/api/rides/${call.rideId}/extend`, call.body);
    case 'note':
      return apiJson<DiaryEntry>('POST', `/api/rides/${call.rideId}/note`, call.body);
    case 'reply':
      return apiJson<DiaryReply>('POST', `${REQUESTS_PATH}/${requestId}/diary`, call.body);
  }
}

/** One call on a request's rides or diary; both lists are read again after it. */
export function useRideCall(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: RideCall) => send(requestId, call),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rideKeys.rides(requestId) }),
        queryClient.invalidateQueries({ queryKey: rideKeys.diary(requestId) }),
      ]);
    },
  });
}
