/**
 * The ceiling: the model's rate once adding requesters stops helping (at the most requesters the
 * simulator allows), the requesters it takes to reach 95% of it, and what sets it.
 */
import { predict, type ModelParams, type Prediction } from './surrogate.ts';

export interface Ceiling {
  ceiling: number;
  requestersNeeded: number;
  prediction: Prediction;
}

/** Share of the ceiling "the requesters needed to reach it" are counted to. */
const REACHED = 0.95;

export function ceilingOf(params: ModelParams): Ceiling {
  const prediction = predict(params);
  const ceiling = prediction.roundTripsPerSec;
  // The rate grows with the requesters (x · response(x) rises with x), so bisect on whole requesters.
  let lo = 1;
  let hi = params.requesters;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (predict({ ...params, requesters: mid, responders: mid }).roundTripsPerSec >= REACHED * ceiling) hi = mid;
    else lo = mid + 1;
  }
  return { ceiling, requestersNeeded: lo, prediction };
}
