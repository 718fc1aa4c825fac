/** A tutorial's numbered steps, each a heading and a paragraph. */
export function TutorialSteps({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className="tutorial-steps">
      {steps.map((step) => (
        <li key={step.title}>
          <h2>{step.title}</h2>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
