// The assistant module's public surface. Other modules import only from here.
export {}
