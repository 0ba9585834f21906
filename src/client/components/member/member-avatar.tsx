import { cn } from '#client/lib/cn';

/** A member's photo, or the first letter of their name; decorative (the name is always beside it). */
export function UserInitial({
  user,
  className,
}: {
  user: { firstName: string; profileImage: string | null };
  className?: string;
}) {
  const base = cn('size-11 shrink-0 rounded-full', className);
  if (user.profileImage) {
    return <img src={user.profileImage} alt="" className={cn(base, 'object-cover')} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(base, 'flex items-center justify-center bg-primary text-lg font-bold text-cream')}
    >
      {user.firstName.charAt(0).toUpperCase()}
    </span>
  );
}
