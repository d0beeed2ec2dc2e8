programa {
  funcao inicio() {
    /* este comentário não termina
    escreva("oi\n")
  }
}
