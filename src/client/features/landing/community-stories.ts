/**
 * The four community stories of the landing page (docs/product.md §P2: static testimonials). Illustrative, and
 * labelled so on the page, until members' own stories replace them.
 */
export interface CommunityStory {
  quote: string;
  name: string;
  role: string;
  place: string;
}

export const COMMUNITY_STORIES: CommunityStory[] = [
  {
    quote:
      'Since my knee operation I could not ride Bramble as often as she needs. Now a lovely local rider exercises her twice a week, and I get a message after every ride.',
    name: 'Fiona',
    role: 'Horse owner',
    place: 'Perthshire',
  },
  {
    quote:
      'I rode as a teenager and missed it for twenty years. Helping out at a yard near me has given me my weekends back, and a cheeky cob called Dougal.',
    name: 'Priya',
    role: 'Horse lover',
    place: 'Leeds',
  },
  {
    quote:
      'Finding holiday cover used to mean begging friends. This time I found someone experienced nearby, met them twice beforehand and went away without a single worry.',
    name: 'Gareth',
    role: 'Horse owner',
    place: 'Powys',
  },
  {
    quote:
      'I wanted to learn proper stable management before ever thinking of my own horse. Mucking out, grooming and feeding alongside an owner has taught me more than any book.',
    name: 'Sam',
    role: 'Horse lover',
    place: 'Kent',
  },
];
