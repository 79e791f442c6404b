import { ProjectCard, type ProjectCardData } from "../projects/project-card";
import { SectionHeading, SeeAllLink } from "./section-heading";

export function TrendingProjects({ projects }: { projects: readonly ProjectCardData[] }) {
  return (
    <section aria-labelledby="trending-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="trending-heading"
          title="Trending Projects"
          text="Opportunities buyers are talking about."
          align="left"
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
        <SeeAllLink to="/projects">See all projects</SeeAllLink>
      </div>
    </section>
  );
}
