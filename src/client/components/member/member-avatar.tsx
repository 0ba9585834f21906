import { cn } from '#client/lib/cn';

export interface AvatarMember {
  firstName: string;
  profileImage?: string | null;
}

/** Size of the circle and of the letter in it: a list row, a card, a profile's header. */
const SIZES = {
  row: 'size-11 text-lg',
  card: 'size-14 text-2xl',
  profile: 'size-24 text-4xl',
} as const;

/** A member's photo, or the first letter of their name; decorative (the name is always beside it). */
export function MemberAvatar({ member, size = 'row' }: { member: AvatarMember; size?: keyof typeof SIZES }) {
  const base = cn('shrink-0 rounded-full', SIZES[size]);
  if (member.profileImage) {
    return <img src={member.profileImage} alt="" className={cn(base, 'object-cover')} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(base, 'flex items-center justify-center bg-primary font-bold text-cream')}
    >
      {member.firstName.charAt(0).toUpperCase()}
    </span>
  );
}
