import { type ClassNameOrFunction, composeRenderProps } from 'react-aria-components';
import { classNames } from './class-names.ts';

/** Keeps the component's own class and adds the caller's, for plain or render-prop classNames. */
export function withClass<T>(base: string, className: ClassNameOrFunction<T> | undefined) {
  return composeRenderProps<
    string | undefined,
    T & { defaultClassName: string | undefined },
    string
  >(className, (given) => classNames(base, given));
}
