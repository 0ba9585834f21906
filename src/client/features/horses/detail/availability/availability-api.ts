import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AvailabilitySlot,
  AvailabilitySlotCreateInput,
  AvailabilitySlotUpdateInput,
  QuickSetupPreset,
} from '#contract/availability';
import type { Message } from '#contract/messages';
import type { RequestCreateInput, RequestView } from '#contract/requests';
import type { Service } from '#contract/options';
import { apiJson, getQueryFn } from '#client/lib/api';

/** Every availability query starts with this path (GET /api/availability-slots?horseId=&from=&to=). */
export const SLOTS_PATH = '/api/availability-slots';

export const slotKeys = {
  /** Every loaded month of one horse (a partial key: TanStack matches the object's fields). */
  horse: (horseId: number) => [SLOTS_PATH, { horseId }] as const,
  /** The slots that may occur in from..to (one calendar month). */
  range: (horseId: number, from: string, to: string) => [SLOTS_PATH, { horseId, from, to }] as const,
  /** The slots that may still occur from `from` on, however far ahead. */
  from: (horseId: number, from: string) => [SLOTS_PATH, { horseId, from }] as const,
};

/**
 * GET /api/availability-slots for one month of one horse; failure "Failed to fetch availability slots".
 * While another month loads, the last one's slots stay in place: the calendar stays mounted, so a keyboard
 * user walking across the month's edge keeps their focus on the grid.
 */
export function useHorseSlots(horseId: number, from: string, to: string) {
  return useQuery<AvailabilitySlot[]>({
    queryKey: slotKeys.range(horseId, from, to),
    placeholderData: keepPreviousData,
    queryFn: getQueryFn<AvailabilitySlot[]>({
      on401: 'throw',
      failureMessage: 'Failed to fetch availability slots',
    }),
  });
}

/** GET /api/availability-slots from today on: every slot still to run, for the owner's list of them. */
export function useRunningSlots(horseId: number, today: string) {
  return useQuery<AvailabilitySlot[]>({
    queryKey: slotKeys.from(horseId, today),
    queryFn: getQueryFn<AvailabilitySlot[]>({
      on401: 'throw',
      failureMessage: 'Failed to fetch availability slots',
    }),
  });
}

/** POST /api/availability-slots/{id}/extend: carries a slot on; the horse's loaded slots are read again. */
export function useCarryOn(horseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<AvailabilitySlot>('POST', `${SLOTS_PATH}/${id}/extend`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slotKeys.horse(horseId) }),
  });
}

type SlotFields = Omit<AvailabilitySlotCreateInput, 'horseId'>;

/** The owner's slot calls; each refreshes the horse's loaded months afterwards. */
export function useSlotMutations(horseId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: slotKeys.horse(horseId) });
  const create = useMutation({
    mutationFn: (fields: SlotFields) => apiJson<AvailabilitySlot>('POST', SLOTS_PATH, { ...fields, horseId }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: AvailabilitySlotUpdateInput }) =>
      apiJson<AvailabilitySlot>('PUT', `${SLOTS_PATH}/${id}`, { ...fields, horseId }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiJson<undefined>('DELETE', `${SLOTS_PATH}/${id}`),
    onSuccess: refresh,
  });
  /**
   * Saves what the form planned: a new plan's slots are all created; an edited slot takes the first and
   * the others are created beside it (an edit that adds a weekday adds a slot for it).
   */
  const savePlan = useMutation({
    mutationFn: async ({ editId, slots }: { editId: number | null; slots: SlotFields[] }) => {
      const [first, ...rest] = slots;
      const saved: AvailabilitySlot[] = [];
      if (first && editId !== null) {
        saved.push(await apiJson<AvailabilitySlot>('PUT', `${SLOTS_PATH}/${editId}`, { ...first, horseId }));
      } else if (first) {
        saved.push(await apiJson<AvailabilitySlot>('POST', SLOTS_PATH, { ...first, horseId }));
      }
      for (const slot of rest) {
        saved.push(await apiJson<AvailabilitySlot>('POST', SLOTS_PATH, { ...slot, horseId }));
      }
      return saved;
    },
    onSettled: refresh,
  });
  const quickSetup = useMutation({
    mutationFn: (preset: QuickSetupPreset) =>
      apiJson<AvailabilitySlot[]>('POST', `${SLOTS_PATH}/quick-setup`, { horseId, preset }),
    onSuccess: refresh,
  });
  return { create, update, remove, quickSetup, savePlan };
}

/** What the enquiry form sends besides the horse, the slot and its day. */
export interface EnquiryFields {
  activities: Service[];
  preferredTime: string;
  isFlexible: boolean;
  content: string;
}

/**
 * POST /api/messages with an availability enquiry (docs/product.md §P7): the server creates the pending request
 * and the message together. The member's messages and requests are refreshed afterwards (by path prefix:
 * this feature does not know the messages feature's keys).
 */
export function useSendEnquiry(horse: { id: number; ownerId: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slotId, day, fields }: { slotId: number; day: string; fields: EnquiryFields }) =>
      apiJson<Message>('POST', '/api/messages', {
        receiverId: horse.ownerId,
        content: fields.content,
        horseId: horse.id,
        availabilitySlotId: slotId,
        slotDate: day,
        messageType: 'availability_enquiry',
        preferredTime: fields.preferredTime,
        isFlexible: fields.isFlexible,
        activities: fields.activities,
      }),
    // The day now shows as requested by the reader: the horse's slots are read again too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/messages'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/requests'] }),
        queryClient.invalidateQueries({ queryKey: slotKeys.horse(horse.id) }),
      ]),
  });
}

/**
 * POST /api/requests with kind "share": a standing share of the slot's time on set weekdays (issue 41).
 * The member's requests are refreshed (the inbox shows it) and the horse's slots (its days now read as
 * requested by the member).
 */
export function useAskToShare(horseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestCreateInput) => apiJson<RequestView>('POST', '/api/requests', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/requests'] }),
        queryClient.invalidateQueries({ queryKey: slotKeys.horse(horseId) }),
      ]),
  });
}
