import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch } from '#client/test-utils/stub-fetch';
import { MessageBubble } from './message-bubble';
import { formatPreferredTime } from './message-format';
import { buildMessage } from '#client/test-utils/message-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ENQUIRY = buildMessage({
  messageType: 'availability_enquiry',
  content: 'Could I come and help on Saturday?',
  horseId: 5,
  availabilitySlotId: 8,
  preferredTime: '14:00',
  isFlexible: true,
  activities: ['exercising-riding', 'general-care'],
  horse: { id: 5, name: 'Bramble' },
  slot: {
    id: 8,
    title: 'Weekend help',
    startDate: '2025-03-01',
    endDate: '2025-03-01',
    startTime: '09:00',
    endTime: '17:00',
  },
});

function renderBubble(message = ENQUIRY) {
  stubFetch({});
  renderWithProviders(
    <ol>
      <MessageBubble message={message} outgoing={false} senderName="Fiona" />
    </ol>,
  );
  return screen.getByRole('listitem');
}

function detail(item: HTMLElement, term: string): string | null {
  return within(item).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('MessageBubble', () => {
  it('shows an enquiry with its horse, date, preferred time, flexibility and activities', () => {
    const item = renderBubble();
    expect(within(item).getByText('Availability enquiry')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Bramble' })).toHaveAttribute('href', '/horse/5');
    expect(detail(item, 'Date')).toBe('1 March 2025 (Weekend help)');
    expect(detail(item, 'Preferred time')).toBe('2:00 PM');
    expect(detail(item, 'Flexible')).toBe('Yes, flexible on timing');
    expect(detail(item, 'Activities')).toBe('Exercising/Riding, General Care');
    expect(item).toHaveTextContent('Fiona: ');
    expect(within(item).getByText('Could I come and help on Saturday?')).toBeInTheDocument();
  });

  it('reads "any" as Any time, and shows a span of days', () => {
    const item = renderBubble({
      ...ENQUIRY,
      preferredTime: 'any',
      isFlexible: false,
      slot: ENQUIRY.slot && { ...ENQUIRY.slot, endDate: '2025-03-08' },
    });
    expect(detail(item, 'Preferred time')).toBe('Any time');
    expect(detail(item, 'Flexible')).toBe('No');
    expect(detail(item, 'Date')).toBe('1 March 2025 to 8 March 2025 (Weekend help)');
  });

  it('shows a general message without enquiry details', () => {
    const item = renderBubble(buildMessage({ content: 'Hello there' }));
    expect(within(item).queryByText('Availability enquiry')).toBeNull();
    expect(within(item).getByText('Hello there')).toBeInTheDocument();
  });

  it.each([
    ['09:00', '9:00 AM'],
    ['12:00', '12:00 PM'],
    ['00:30', '12:30 AM'],
    [null, 'Any time'],
  ])('formats the preferred time %s as %s', (value, expected) => {
    expect(formatPreferredTime(value)).toBe(expected);
  });
});
