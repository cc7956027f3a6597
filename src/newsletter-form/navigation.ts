/** Where the page goes after a sign-up its owner sends elsewhere: one place, so that tests can watch it go. */
export const navigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
