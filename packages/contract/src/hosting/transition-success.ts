/** doc1 §4: the success rule of a completed transition (zod-free, so the browser bundle can use it). */
export const isTransitionSuccessful = (transition: { desiredState: number; endState: number | null }) =>
  transition.endState !== null && transition.endState === transition.desiredState;
