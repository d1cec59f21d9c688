import { serviceLanding } from '@/components/services/serviceLanding';

const { generateMetadata, ServiceLandingPage } = serviceLanding('courses');

export { generateMetadata };
export default ServiceLandingPage;
