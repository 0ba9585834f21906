import { useId, useState, type FormEvent } from 'react';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '#contract/reviews';
import { Button } from '#client/components/ui/button';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { ApiError, errorMessage } from '#client/lib/api';
import { useSubmitReview } from '#client/lib/queries/reviews';
import { StarRatingInput } from './star-rating-input';

/** What the form reviews: a horse or a member. */
export type ReviewFormTarget = { horseId: number } | { reviewedUserId: number };

/**
 * The review form (docs/product.md §P4, §P5): stars, an optional comment with a live "n/500 characters",
 * submit disabled until a rating is chosen and while sending ("Submitting..."). On success it resets;
 * the lists and ratings refresh through the mutation.
 */
export function ReviewForm({
  target,
  reviewerId,
  title = 'Leave a review',
}: {
  target: ReviewFormTarget;
  reviewerId: number;
  title?: string;
}) {
  const submit = useSubmitReview();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const headingId = useId();
  const commentId = useId();
  const counterId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) {
      toast({
        variant: 'destructive',
        title: REVIEW_MESSAGES.ratingRequiredTitle,
        description: REVIEW_MESSAGES.ratingRequired,
      });
      return;
    }
    submit.mutate(
      { ...target, reviewerId, rating, comment: comment.trim() },
      {
        onSuccess: () => {
          setRating(0);
          setComment('');
          toast({ title: REVIEW_MESSAGES.submitted, description: REVIEW_MESSAGES.thanks });
        },
        onError: (error) => {
          // "Review failed" with the server's reason when it gave one, else "Failed to submit review".
          const reason = error instanceof ApiError ? error.serverMessage : undefined;
          toast({
            variant: 'destructive',
            title: reason ? REVIEW_MESSAGES.reviewFailed : REVIEW_MESSAGES.failed,
            description: reason ?? errorMessage(error),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="grid gap-4">
      <h3 id={headingId} className="text-lg font-semibold text-primary">
        {title}
      </h3>
      <StarRatingInput value={rating} onChange={setRating} disabled={submit.isPending} />
      <div className="grid gap-1.5">
        <label htmlFor={commentId} className="text-sm font-semibold text-ink">
          Your review (optional)
        </label>
        <Textarea
          id={commentId}
          value={comment}
          maxLength={REVIEW_LIMITS.commentMax}
          aria-describedby={counterId}
          onChange={(event) => setComment(event.target.value)}
          disabled={submit.isPending}
        />
        <p id={counterId} className="text-sm text-muted">
          {comment.length}/{REVIEW_LIMITS.commentMax} characters
        </p>
      </div>
      <Button type="submit" className="justify-self-start" disabled={rating === 0 || submit.isPending}>
        {submit.isPending ? 'Submitting...' : 'Submit Review'}
      </Button>
    </form>
  );
}
