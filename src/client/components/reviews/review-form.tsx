import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { REVIEW_LIMITS, REVIEW_MESSAGES, ReviewUpdateSchema } from '#contract/reviews';
import { useContractForm } from '#client/components/form';
import { Button } from '#client/components/ui/button';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { ApiError, errorMessage } from '#client/lib/api';
import { useSubmitReview } from '#client/lib/queries/reviews';
import { StarRatingInput } from './star-rating-input';

/** What the form reviews: a horse or a member. */
export type ReviewFormTarget = { horseId: number } | { reviewedUserId: number };

/** No stars chosen yet (the contract's rule asks for 1 to 5), and no words. */
const EMPTY = { rating: 0, comment: '' };

/**
 * The review form (docs/product.md §P4, §P5): stars, an optional comment with a live "n/500 characters",
 * submit disabled until a rating is chosen and while sending ("Submitting..."). On success it resets;
 * the lists and ratings refresh through the mutation. The stars and words are checked by the contract's
 * rules for a review (the same the server applies); a message the server gives about either shows under it.
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
  const form = useContractForm(ReviewUpdateSchema, { defaultValues: EMPTY });
  const { control, register, reset, formState } = form;
  const [rating = 0, comment = ''] = useWatch({ control, name: ['rating', 'comment'] });
  const headingId = useId();
  const commentId = useId();
  const counterId = useId();
  const errorId = useId();
  const ratingError = formState.errors.rating?.message;
  const commentError = formState.errors.comment?.message;

  const onSubmit = form.handleSubmit(
    (review) =>
      submit.mutate(
        { ...target, reviewerId, ...review },
        {
          onSuccess: () => {
            reset(EMPTY);
            toast({ title: REVIEW_MESSAGES.submitted, description: REVIEW_MESSAGES.thanks });
          },
          onError: (error) => {
            form.showServerErrors(error);
            // "Review failed" with the server's reason when it gave one, else "Failed to submit review".
            const reason = error instanceof ApiError ? error.serverMessage : undefined;
            toast({
              variant: 'destructive',
              title: reason ? REVIEW_MESSAGES.reviewFailed : REVIEW_MESSAGES.failed,
              description: reason ?? errorMessage(error),
            });
          },
        },
      ),
    (errors) => {
      if (!errors.rating) return;
      toast({
        variant: 'destructive',
        title: REVIEW_MESSAGES.ratingRequiredTitle,
        description: REVIEW_MESSAGES.ratingRequired,
      });
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="grid gap-4">
      <h3 id={headingId} className="text-lg font-semibold text-primary">
        {title}
      </h3>
      <div className="grid gap-1">
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput value={field.value} onChange={field.onChange} disabled={submit.isPending} />
          )}
        />
        {/* Only a server's message: the button waits for a rating, so there is nothing to say before. */}
        {ratingError && rating !== 0 ? (
          <p className="text-sm font-medium text-danger">{ratingError}</p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={commentId} className="text-sm font-semibold text-ink">
          Your review (optional)
        </label>
        <Textarea
          id={commentId}
          {...register('comment')}
          maxLength={REVIEW_LIMITS.commentMax}
          aria-describedby={commentError ? `${counterId} ${errorId}` : counterId}
          aria-invalid={commentError ? true : undefined}
          disabled={submit.isPending}
        />
        <p id={counterId} className="text-sm text-muted">
          {(comment ?? '').length}/{REVIEW_LIMITS.commentMax} characters
        </p>
        {commentError ? (
          <p id={errorId} className="text-sm font-medium text-danger">
            {commentError}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="justify-self-start" disabled={rating === 0 || submit.isPending}>
        {submit.isPending ? 'Submitting...' : 'Submit Review'}
      </Button>
    </form>
  );
}
