// State objects that outlive the screen that first shows them (the import wizard, approvals, jobs).
//
// A `$derived` belongs to the effect that is running when it is created. Made while a screen's
// component starts, a state object's deriveds belong to that component: once the person visits
// another screen the component is destroyed and the deriveds go inert, answering their last value
// for ever (Svelte's `derived_inert` warning). The Review grid then showed no rows, or the previous
// file's. Made inside an effect root of their own, they live as long as the app.

/** Makes a state object whose deriveds belong to no component (an effect root of its own). */
export function makeLasting<T>(make: () => T): T {
  let made: T | undefined;
  $effect.root(() => {
    made = make();
  });
  return made as T;
}
