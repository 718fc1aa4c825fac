/**
 * The line above every page that says whose site this is, after the U.S. Web Design System's
 * banner (issue 35): people are taught to look for it before trusting a government site with
 * their e-mail address or a comment. A disclosure, so it opens without scripts; the nav bar counts
 * its height when it decides to stick (nav-bar.tsx).
 */
export function OfficialBanner() {
  return (
    <section id="official-banner" className="official-banner" aria-label="Official website of the Commonwealth of Virginia">
      <details className="container">
        <summary>
          <span>An official website of the Commonwealth of Virginia</span> <span className="official-banner__how">Here’s how you know</span>
        </summary>
        <div className="official-banner__body">
          <p>
            <strong>Run by a state office.</strong> This site belongs to the Office of Intermodal Planning and Investment, in the Office of the Secretary of
            Transportation of the Commonwealth of Virginia, which prepares VTrans for the Commonwealth Transportation Board.
          </p>
          <p>
            <strong>Secure sites use HTTPS.</strong> A lock or <code>https://</code> in the address bar means you have connected safely. Share sensitive
            information only on official, secure websites.
          </p>
        </div>
      </details>
    </section>
  );
}
