import Link from "next/link";

export const PRIVACY_LAST_UPDATED = "22 November 2026";

export function PrivacyContent() {
  return (
    <>
      <h2>In short</h2>
      <ul>
        <li>
          We keep the information you give us so we can build your exercise program and show your
          progress. Some of it is health information, and we treat it with extra care.
        </li>
        <li>We never sell your data. Card details go to Stripe and never reach our servers.</li>
        <li>
          Analytics and advertising tools load only if you say yes, and they never receive your
          health answers.
        </li>
        <li>
          You can download everything we hold about you, or delete your account and health data, at
          any time from your account page. You can also write to{" "}
          <a href="mailto:privacy@wristwise.app">privacy@wristwise.app</a> from your account’s email
          address.
        </li>
        <li>
          Questions? Email <a href="mailto:privacy@wristwise.app">privacy@wristwise.app</a>.
        </li>
      </ul>

      <h2>Who we are</h2>
      <p>
        Wristwise runs the Wristwise app and website and is responsible for your personal data (the
        “controller”, in data-protection terms). For anything about your data, email{" "}
        <a href="mailto:privacy@wristwise.app">privacy@wristwise.app</a>. Otherwise, email{" "}
        <a href="mailto:support@wristwise.app">support@wristwise.app</a>.
      </p>

      <h2>What we store and why</h2>

      <h3>Your account</h3>
      <ul>
        <li>
          <strong>Account details:</strong> your name, your email address, and how you sign in
          (email and password, Google, or both). If you use Google, we store your Google account id
          so we can recognise you — not your Google password.
        </li>
        <li>
          <strong>Your password, hashed:</strong> we store only a one-way scrambled version (a
          hash). We never store or see the password itself.
        </li>
        <li>
          <strong>Sign-up details:</strong> when and how you signed up, the first page you visited
          and where you came from — for example a campaign tag in the link you followed.
        </li>
        <li>
          <strong>Terms acceptance:</strong> that you accepted our terms, and when.
        </li>
        <li>
          <strong>Preferences and app state:</strong> your preferred weight unit, and how far you
          got through the guided tour so we don’t show it again.
        </li>
      </ul>

      <h3>Your health information</h3>
      <p>From the assessment, we store what you tell us:</p>
      <ul>
        <li>your age range, dominant hand and body weight;</li>
        <li>how your symptoms started, and how many hours a day you use your hands heavily;</li>
        <li>
          your answers to the red-flag medical screen and, if it applies, your confirmation that a
          clinician has cleared you;
        </li>
        <li>your QuickDASH answers and score;</li>
        <li>the pain regions you mark on the hand diagram and how intense they are;</li>
        <li>your nerve symptoms;</li>
        <li>your mobility self-test ratings;</li>
        <li>your endurance test times and the weights you used;</li>
        <li>how you responded to the nerve-glide checks.</li>
      </ul>
      <p>We also store what the app creates and what you log afterwards:</p>
      <ul>
        <li>the exercise program generated from your answers, and its earlier versions;</li>
        <li>your exercise, pain and daily hand-load logs;</li>
        <li>the notifications we show you in the app.</li>
      </ul>

      <h3>Payments and add-ons</h3>
      <ul>
        <li>
          <strong>Subscription and purchase records:</strong> your plan, its status and the relevant
          dates, and what you bought. Payments are handled by Stripe; your card details go directly
          to Stripe and never reach our servers.
        </li>
        <li>
          <strong>Discord link:</strong> if you link Discord for the community add-on, we store your
          Discord user id and username. The access tokens Discord gives us are encrypted at rest.
        </li>
      </ul>

      <h3>Where you came from</h3>
      <p>
        <strong>Marketing attribution:</strong> if you arrived through a link with campaign tags
        (UTM parameters), an advertising click id (such as fbclid or gclid) or from another site
        (the referrer), we keep that on your profile. It tells us which pages and campaigns bring
        people to Wristwise.
      </p>

      <h2>Why we use it, and our legal bases</h2>
      <p>
        We use your information to provide your program and the rest of the service, to keep your
        account secure, to take payments, to understand which pages bring people to us, and to meet
        our legal duties. Under data-protection law (the GDPR and UK GDPR), we rely on:
      </p>
      <ul>
        <li>
          <strong>Contract</strong> — to run your account, build your program, save your logs and
          provide what you’ve paid for.
        </li>
        <li>
          <strong>Explicit consent</strong> — for your health information. You give it when you
          complete the assessment. You can withdraw it at any time by deleting your account, or by
          asking us to delete your assessment data; without it we can’t build a program for you.
        </li>
        <li>
          <strong>Legitimate interests</strong> — to keep the service and your account secure (for
          example rate limits and the audit log), and to understand which pages and campaigns bring
          people to Wristwise.
        </li>
        <li>
          <strong>Consent</strong> — for analytics and advertising pixels, which load only after you
          agree.
        </li>
        <li>
          <strong>Legal obligation</strong> — to keep purchase records for tax purposes and records
          of access to health data.
        </li>
      </ul>

      <h2>Analytics and advertising</h2>
      <p>
        We may use Google Analytics 4, the Meta Pixel and the Reddit Pixel to understand how people
        use the site and whether our advertising works. Each one is used only if we have switched it
        on, and only after you give your consent in the “Your privacy choices” banner: “Visit
        statistics” for Google Analytics, “Advertising measurement” for the two pixels. Until you
        choose, and if you choose “Only necessary”, nothing is sent to them.
      </p>
      <ul>
        <li>
          We don’t load their scripts. Your browser sends them a small, plain request for each page
          view or event, without their cookies.
        </li>
        <li>
          They are only ever told about our public pages, such as the home page, pricing and our
          guides. Nothing is sent from the assessment, your program, progress, load tracking, the
          library or any other page you see when signed in, and they never receive your health
          answers. When one of those pages is opened directly, its security settings also tell your
          browser to refuse any such request.
        </li>
        <li>
          What they receive: the page’s address (without anything private it might carry), the
          campaign tags you arrived with, and for a purchase its plan and price.
        </li>
        <li>
          With advertising consent, our server also tells Reddit when you sign up, start a trial or
          buy a plan, with your email address and account id in a scrambled (hashed) form, so it can
          count which ads work. This is never sent without your consent.
        </li>
      </ul>
      <p>
        You can change or withdraw your consent at any time from “Privacy choices” at the foot of
        every public page, and nothing more is sent from then on; email{" "}
        <a href="mailto:privacy@wristwise.app">privacy@wristwise.app</a> if you need help.
      </p>

      <h2>Cookies and browser storage</h2>
      <ul>
        <li>
          <strong>Session cookie</strong> — keeps you signed in. It can’t be read by scripts on the
          page (it is HttpOnly), and your session ends after 15 minutes of inactivity and after 12
          hours at most.
        </li>
        <li>
          <strong>First-visit cookie</strong> — records the page you first landed on and where you
          came from, for 30 days, so we can attribute your sign-up to the right page or campaign.
        </li>
        <li>
          <strong>Checkout context</strong> — a short-lived note in your browser’s storage, kept for
          2 hours, so a purchase you start can finish smoothly.
        </li>
        <li>
          <strong>Your privacy choices</strong> — a cookie that remembers what you chose in the
          banner, for six months, so we don’t ask on every page.
        </li>
        <li>
          <strong>Analytics id</strong> — a random number that lets visit statistics count your
          visits together, set only if you consent to visit statistics and deleted if you withdraw
          it. If you have an account, we keep it on your profile too, until you withdraw it.
        </li>
        <li>
          <strong>Visit notes</strong> — your browser keeps when this visit started and the page you
          first arrived on. They stay in your browser.
        </li>
      </ul>

      <h2>How we keep it safe</h2>
      <ul>
        <li>All connections to Wristwise are encrypted.</li>
        <li>Passwords are stored only as hashes.</li>
        <li>Sessions end after 15 minutes of inactivity.</li>
        <li>Sign-in attempts are rate-limited to slow down anyone trying to guess passwords.</li>
        <li>Every access to health data is recorded in an audit log.</li>
      </ul>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          <strong>Account and health data</strong> are kept while your account exists and deleted
          when you delete your account.
        </li>
        <li>
          <strong>The audit log</strong> of who accessed or changed health data is kept for 6 years
          from each entry and then purged automatically. It holds no health answers — only what was
          accessed, when, by whom, and the browser and IP address used.
        </li>
        <li>
          <strong>Purchase records</strong> are kept for as long as tax law requires, typically 6 to
          7 years.
        </li>
        <li>
          <strong>Password-reset emails and sign-in rate-limit counters</strong> are short-lived and
          expire on their own.
        </li>
      </ul>

      <h2>Your rights</h2>
      <p>You have the right to:</p>
      <ul>
        <li>
          <strong>Access and export</strong> your data: “Download all my data” on your account page
          gives you everything we hold as a JSON file straight away, or email{" "}
          <a href="mailto:privacy@wristwise.app">privacy@wristwise.app</a> from your account’s email
          address.
        </li>
        <li>
          <strong>Correct</strong> anything that is wrong or out of date.
        </li>
        <li>
          <strong>Delete</strong> your data. “Delete my account” on your account page deletes your
          account and health data at once; or ask us at{" "}
          <a href="mailto:privacy@wristwise.app">privacy@wristwise.app</a> and we do it within 30
          days. The only things that remain are the records the law requires us to keep: the audit
          log entries and purchase records described above, the purchase records no longer linked to
          your account.
        </li>
        <li>
          <strong>Object</strong> to how we use your data, for example for attribution.
        </li>
        <li>
          <strong>Withdraw consent</strong> at any time, for health data or for analytics. This
          doesn’t affect what we did before you withdrew it.
        </li>
        <li>
          <strong>Complain</strong> to a data-protection authority — in the UK, the Information
          Commissioner’s Office; in the EU, the authority in your country. We’d be grateful for the
          chance to put things right first.
        </li>
      </ul>
      <p>
        To use any of these rights, email{" "}
        <a href="mailto:privacy@wristwise.app">privacy@wristwise.app</a> from the address on your
        account. We answer within 30 days. We may ask you to confirm it’s you before we act, so that
        nobody else can get at your data.
      </p>

      <h2>Who we share it with</h2>
      <p>
        <strong>We never sell your data.</strong> We share it only with service providers who
        process it for us under contract and only to run Wristwise:
      </p>
      <ul>
        <li>our hosting provider, which runs the app and stores the database;</li>
        <li>our email delivery provider, which sends account emails such as password resets;</li>
        <li>Stripe, which processes payments;</li>
        <li>Discord, if you choose to link your Discord account;</li>
        <li>Google, Meta and Reddit, for analytics and advertising, only if you consent.</li>
      </ul>
      <p>
        We disclose data to anyone else only when the law requires it, for example a valid court
        order.
      </p>

      <h2>Children</h2>
      <p>
        Wristwise is not for anyone under 16, and we don’t knowingly collect data from children
        under 16. If you think a child under 16 has created an account, email{" "}
        <a href="mailto:privacy@wristwise.app">privacy@wristwise.app</a> and we’ll delete it.
      </p>

      <h2>International transfers</h2>
      <p>
        Some of our providers may process data outside the UK or the European Economic Area. When
        they do, we make sure appropriate safeguards are in place, such as an adequacy decision or
        the standard contractual clauses approved for this purpose.
      </p>

      <h2>Changes to this notice</h2>
      <p>
        We’ll update this notice if what we store or how we use it changes. For material changes
        we’ll tell you by email or in the app before they take effect. The date at the top shows
        when it was last updated. Our <Link href="/terms">terms of use</Link> explain the rest of
        how Wristwise works.
      </p>
    </>
  );
}
