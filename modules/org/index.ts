// The org module's public surface. Other modules import only from here. Empty until the teacher and
// organization platform is built: the institutions people pick on their profile are social's (profile area).
export {}
