import Link from "next/link";

export const TERMS_LAST_UPDATED = "29 November 2026";

export function TermsContent() {
  return (
    <>
      <h2>In short</h2>
      <ul>
        <li>
          Wristwise is a self-help exercise and education app for wrist and hand pain. The content
          is educational only and not a substitute for professional medical advice.
        </li>
        <li>
          It never diagnoses you. If your answers suggest something that needs a clinician, we’ll
          point you to one first.
        </li>
        <li>
          If your symptoms get worse, stop and seek care. In an emergency, call your local emergency
          services.
        </li>
        <li>
          You can cancel a subscription at any time and keep access until the end of the period you
          paid for. Your first subscription purchase comes with a 14-day refund, no questions asked.
        </li>
        <li>
          You can have your account deleted whenever you like: write to{" "}
          <a href="mailto:privacy@wristwise.app">privacy@wristwise.app</a>.
        </li>
      </ul>
      <p>
        These terms are an agreement between you and Wristwise, and you accept them when you create
        an account. If anything is unclear, write to{" "}
        <a href="mailto:support@wristwise.app">support@wristwise.app</a>.
      </p>

      <h2>What Wristwise is</h2>
      <p>
        Wristwise helps people with wrist and hand pain and repetitive strain injury (RSI). After
        you sign up, you complete an eight-step self-assessment: some personal details, a medical
        screen for warning signs, the QuickDASH questionnaire, pain regions on a hand diagram, nerve
        symptoms, mobility self-tests, endurance tests and nerve-glide tolerance checks. From your
        answers we create a personalised exercise program. You can log exercises, pain and daily
        hand load, read pain education and follow your progress.
      </p>

      <h2>Medical disclaimer</h2>
      <p>
        <strong>
          The content is educational only and not a substitute for professional medical advice.
        </strong>{" "}
        Please read this section even if you skip the rest.
      </p>

      <h3>We don’t diagnose</h3>
      <p>
        Wristwise never diagnoses any condition; nothing in the app, your program or your scores is
        a diagnosis. The assessment describes how your hands feel and function today so the
        exercises can start at a sensible level. If you already have a clinician’s advice, follow it
        where it differs from ours.
      </p>

      <h3>The medical screen</h3>
      <p>
        Part of the assessment asks about warning signs (“red flags”) that need a clinician rather
        than an exercise program. These include:
      </p>
      <ul>
        <li>a suspected fracture, for example after a fall or a blow;</li>
        <li>a hot, red, swollen joint, with or without a fever;</li>
        <li>
          a suspected tendon rupture, such as suddenly being unable to bend or straighten a finger;
        </li>
        <li>signs of lost circulation, or a sudden loss of feeling;</li>
        <li>symptoms that are getting worse quickly;</li>
        <li>weakness or numbness that keeps progressing.</li>
      </ul>
      <p>
        If you report any of these, we ask you to see a clinician before you start. You can continue
        once a clinician has cleared you, and we ask you to confirm that they have. The screen is a
        safety net, not a guarantee: it only knows what you tell it. If something feels seriously
        wrong, get checked.
      </p>

      <h3>Exercising with pain</h3>
      <p>
        Our exercise guidance uses a pain-monitoring model. Some discomfort while you exercise is
        acceptable — up to 5 out of 10, where 0 is no pain and 10 is the worst pain imaginable — as
        long as it settles back to your usual level by the next morning. If pain goes above 5/10
        during an exercise, or is still raised the next morning, ease off and do less next time.
      </p>
      <p>
        <strong>
          If your symptoms clearly worsen, or you notice any of the warning signs above, stop the
          exercises and seek care from a clinician.
        </strong>{" "}
        Never push through an exercise that feels wrong just because the program suggests it.
      </p>

      <h3>Emergencies</h3>
      <p>
        Nobody monitors your logs in real time. In an emergency, call your local emergency services
        straight away.
      </p>

      <h2>Who can use Wristwise</h2>
      <p>
        You need to be 18 or over to use Wristwise. If you are 16 or 17, you may use it with the
        consent of a parent or guardian, who should read these terms with you. Wristwise is not for
        anyone under 16.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>
          Give accurate information when you sign up and in the assessment, and keep it up to date.
        </li>
        <li>
          Keep your password safe and don’t share it. If you think someone else has access to your
          account, reset your password and tell us.
        </li>
        <li>One account is for one person, because your program is built around your own hands.</li>
      </ul>
      <p>
        How we handle your information is explained in our{" "}
        <Link href="/privacy">privacy notice</Link>.
      </p>

      <h2>Acceptable use</h2>
      <p>Please don’t:</p>
      <ul>
        <li>try to get into other people’s accounts or data;</li>
        <li>disrupt or overload the service, or scrape it with automated tools;</li>
        <li>copy, resell or republish our exercises, videos, courses or other content;</li>
        <li>
          harass, threaten or mislead other people, including in the Discord community or on calls;
        </li>
        <li>use Wristwise for anything unlawful.</li>
      </ul>
      <p>If you break these rules we may suspend or close your account, and we’ll tell you why.</p>

      <h2>Subscriptions and payments</h2>

      <h3>Plans</h3>
      <p>
        Besides the free plan, Wristwise offers the Core plan, Pro subscriptions that renew every
        month, three months or year, a six-month Pro plan you pay for once, and lifetime plans
        (including the Standard and Community editions) that you pay for once. What each plan
        includes, and its price, is shown to you before you buy. Prices are in US dollars, and any
        taxes are shown before you pay. Payments are processed by Stripe. Subscriptions renew
        automatically at the end of each period until you cancel; lifetime plans are a one-off
        payment and never renew.
      </p>

      <h3>Free trial</h3>
      <p>
        Some plans start with a free trial, normally 7 days unless an offer says otherwise. We tell
        you before the trial starts when it ends and what you’ll pay afterwards. If you cancel
        before the trial ends, you won’t be charged.
      </p>

      <h3>Cancelling</h3>
      <p>
        You can cancel a subscription at any time on your account page, or by emailing{" "}
        <a href="mailto:support@wristwise.app">support@wristwise.app</a>. Until the period ends you
        can also resume it there, and nothing changes. Cancelling stops future renewals; you keep
        access to paid features until the end of the period you’ve already paid for, then your
        account moves to the free plan. Your logs stay unless you delete your account.
      </p>

      <h3>Refunds</h3>
      <p>
        The first time you buy a subscription, you can ask for a full refund within 14 days of
        paying, with no questions asked. Just email{" "}
        <a href="mailto:support@wristwise.app">support@wristwise.app</a> from the address on your
        account. Other payments aren’t usually refundable, but this never limits your rights under
        consumer law, for example if something you paid for doesn’t work as described.
      </p>

      <h3>Price changes</h3>
      <p>
        We may change our prices. A change never affects a period you’ve already paid for. If your
        subscription price is changing, we’ll email you at least 30 days before it takes effect, so
        you can cancel first if you wish.
      </p>

      <h2>Add-ons</h2>
      <p>
        You can also buy optional add-ons. Each one’s price and contents are shown before you pay.
      </p>
      <ul>
        <li>
          <strong>Discord community.</strong> This gives your linked Discord account a role in our
          chat community. Discord has its own terms. Please be kind there; what other members share
          is not medical advice.
        </li>
        <li>
          <strong>Expert video calls.</strong> These are educational consultations about your
          exercises and your program. They are not treatment, not a clinical examination and not a
          diagnosis, and they don’t make the expert your clinician.
        </li>
        <li>
          <strong>Mini courses and ebooks.</strong> Educational material for your own personal use.
          The medical disclaimer above applies to them as well.
        </li>
      </ul>

      <h2>Intellectual property</h2>
      <p>
        The app, its exercises, videos, text, illustrations, courses and ebooks belong to Wristwise
        or to the people who license them to us. While you have an account, you may use them for
        your own personal, non-commercial purposes. Your answers and logs remain yours; we use them
        only to run the service for you, as our <Link href="/privacy">privacy notice</Link>{" "}
        describes.
      </p>

      <h2>Availability and changes to the service</h2>
      <p>
        We can’t promise Wristwise will always be available or free of errors. We may pause it for
        maintenance, and features, exercises and content will change as we improve it. If we remove
        something that is a significant part of a paid plan you’ve paid for in advance, we’ll tell
        you and offer a fair remedy, such as a partial refund.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        Nothing in these terms limits our liability for death or personal injury caused by our
        negligence, for fraud, or for anything else the law doesn’t allow us to limit. Your
        statutory rights as a consumer are not affected.
      </p>
      <p>Within those limits:</p>
      <ul>
        <li>
          we are not responsible for losses that weren’t reasonably foreseeable when you started
          using Wristwise, or that result from ignoring the medical guidance above;
        </li>
        <li>
          Wristwise is for personal use, so we aren’t liable for business losses such as lost profit
          or lost income;
        </li>
        <li>
          otherwise, our total liability to you is limited to the greater of what you paid us in the
          12 months before the problem arose and US$100.
        </li>
      </ul>

      <h2>Ending your account</h2>
      <p>
        You can have your account deleted at any time by writing to{" "}
        <a href="mailto:privacy@wristwise.app">privacy@wristwise.app</a> from your account’s email
        address. Deleting it removes your health data; our{" "}
        <Link href="/privacy">privacy notice</Link> explains the few records we must keep by law. If
        you have a recurring subscription, please make sure it is cancelled too; if you’re not sure,
        email us and we’ll confirm and stop any further charges.
      </p>
      <p>
        We may close an account that seriously or repeatedly breaks these terms. Where we reasonably
        can, we’ll give you notice first and a chance to export your data.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms as the service or the law changes. For material changes we’ll tell
        you by email or in the app before they take effect. If you don’t agree, you can cancel and
        delete your account. The date at the top shows when these terms were last updated.
      </p>

      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of the country where you live, where consumer law
        requires it; otherwise the laws of England and Wales.
      </p>

      <h2>Contact</h2>
      <p>
        For questions about these terms, your account or payments, email{" "}
        <a href="mailto:support@wristwise.app">support@wristwise.app</a>. For anything about your
        personal data, email <a href="mailto:privacy@wristwise.app">privacy@wristwise.app</a>.
      </p>
    </>
  );
}
