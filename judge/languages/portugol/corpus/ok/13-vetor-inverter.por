programa {
  const inteiro TAM = 8

  funcao inicio() {
    inteiro v[TAM]
    inteiro aux
    para (inteiro i = 0; i < TAM; i++) {
      leia(v[i])
    }
    para (inteiro i = 0; i < TAM / 2; i++) {
      aux = v[i]
      v[i] = v[TAM - 1 - i]
      v[TAM - 1 - i] = aux
    }
    para (inteiro i = 0; i < TAM; i++) {
      escreva(v[i], " ")
    }
    escreva("\n")
  }
}
