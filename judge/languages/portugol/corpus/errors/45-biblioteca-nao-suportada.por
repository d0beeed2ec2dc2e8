programa {
  inclua biblioteca Graficos --> g

  funcao inicio() {
    escreva("oi\n")
  }
}
